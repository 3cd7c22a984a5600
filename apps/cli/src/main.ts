import { WORKSPACE_RPC } from '@wbk/contracts';
import { buildInfo, createLogger, isAppError } from '@wbk/platform';
import { createTypedRpcClient, findProtoRoot, loadRpcService, rpcAuthFromSettings } from '@wbk/rpc';
import { parseCommand, usage, UsageError } from './commands';
import { loadConfig } from './config';
import { stackCredentials, workspaceAddress } from './stack-address';

/** One JSON object on stdout on success; one line on stderr and exit 1 otherwise. */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  if (argv[0] === 'version' || argv[0] === '--version') {
    process.stdout.write(`${JSON.stringify(buildInfo('cli'))}\n`);
    return 0;
  }
  let invocation;
  try {
    invocation = parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`error: ${err.message}\n\n${usage()}\n`);
    return 1;
  }

  const config = loadConfig();
  const address = workspaceAddress(config.WORKSPACE_URL, config.DATA_DIR);
  const service = loadRpcService(config.PROTO_DIR ?? findProtoRoot(__dirname), WORKSPACE_RPC);
  // Silent: stdout carries exactly the one JSON answer.
  const keys = config.RPC_SIGNING_KEY !== undefined ? config : { ...config, ...stackCredentials(config.DATA_DIR) };
  const auth = rpcAuthFromSettings(keys);
  const client = createTypedRpcClient(service, { name: 'workspace', address, deadlineMs: config.CLI_DEADLINE_MS, logger: createLogger({ service: 'cli', level: 'silent' }), auth });
  try {
    const reply = await client.call(invocation.method, invocation.request);
    process.stdout.write(`${reply.record_json}\n`);
    return 0;
  } finally {
    client.close();
  }
}

/** Exits once stdout and stderr are flushed, so a piped answer is never cut short. */
function exit(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

main(process.argv.slice(2)).then(
  (code) => exit(code),
  (err: unknown) => {
    if (isAppError(err)) {
      const details = err.details === undefined ? '' : ` ${JSON.stringify(err.details)}`;
      process.stderr.write(`error: ${err.code}: ${err.message}${details}\n`);
    } else {
      process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    exit(1);
  },
);
