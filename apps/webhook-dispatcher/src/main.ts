// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { runService } from '@wbk/service';
import { loadConfig } from './config';
import { dispatcherService } from './dispatcher';

runService(dispatcherService(loadConfig()));
