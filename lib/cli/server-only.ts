// The command-line tools run server code in plain Node, where React renders e-mails with react-dom/server:
// without the react-server condition `server-only` would throw, so lib/cli/tsconfig.json points it here.
export {};
