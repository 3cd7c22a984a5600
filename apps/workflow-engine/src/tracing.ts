import { startTracing } from '@wbk/telemetry';
import { loadConfig } from './config';

startTracing(loadConfig());
