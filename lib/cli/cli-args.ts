/** Arguments of a command: its positional values and the flags it knows; anything else is an error. */
export interface CliArgs {
  positional: string[];
  flags: ReadonlySet<string>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function readCliArgs(argv: readonly string[], knownFlags: readonly string[], usage: string): CliArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  for (const arg of argv) {
    if (!arg.startsWith('--')) positional.push(arg);
    else if (knownFlags.includes(arg)) flags.add(arg);
    else throw new UsageError(`Unknown option ${arg}.\nUsage: ${usage}`);
  }
  return { positional, flags };
}

/** Runs a command's main: its message and exit status 1 on failure (2 when it was used wrongly). */
export function runCommand(main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
