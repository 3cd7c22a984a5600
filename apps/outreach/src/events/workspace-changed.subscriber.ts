// ctl.workspace.changed: the subscription lives in @wbk/bus (mailbox sync listens to it too).
export { subscribeWorkspaceChanges } from '@wbk/bus';
