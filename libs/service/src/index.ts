export { runService } from './run-service';
export {
  startService,
  type BusChoice,
  type RunningService,
  type ServiceContext,
  type ServiceDefinition,
  type ServiceRpcServer,
  type ServiceStarted,
  type StartOptions,
} from './start-service';
export { type BusSettings, type GrpcSettings, type ServiceSettings } from './service-settings';
