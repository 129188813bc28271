import { parseArgs, type ParseArgsConfig } from 'node:util';
import { COMMANDS, type CommandName } from './commands';

/**
 * How every command reads its arguments: `node:util`'s parseArgs, strict, against the command's
 * table in ./commands.ts. An unknown flag, a flag without its value or a wrong number of values
 * exits 2 with the usage; `--help` prints the usage and exits 0; before anything else is done.
 */

type OptionTable = NonNullable<ParseArgsConfig['options']>;

/** A command's usage and what it takes: what `--help` prints and a wrong argument is refused with. */
export interface CommandSpec<Options extends OptionTable = OptionTable> {
  /** `npm run listings:touch -- WEB_REF [--price RAND]`, then a line per value and flag. */
  usage: string;
  options: Options;
  /** How many values it takes besides its flags: [least, most]. */
  positionals: readonly [number, number];
}

export type CommandArgs<Options extends OptionTable> = {
  values: ReturnType<typeof parseArgs<{ options: Options; strict: true; allowPositionals: true }>>['values'];
  positionals: string[];
};

/** A command used wrongly: exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `--help`: the usage on standard output, exit status 0. */
export class HelpRequest extends Error {
  override readonly name = 'HelpRequest';
}

function isParseArgsError(error: unknown): error is Error {
  return (
    error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
  );
}

export function readCommandArgs<Options extends OptionTable>(
  spec: CommandSpec<Options>,
  argv: readonly string[],
): CommandArgs<Options> {
  const flags = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  if (flags.includes('--help') || flags.includes('-h')) throw new HelpRequest(spec.usage);
  let parsed: CommandArgs<Options>;
  try {
    parsed = parseArgs({ args: [...argv], options: spec.options, strict: true, allowPositionals: true });
  } catch (error) {
    // Node's advice on positional values that start with a dash is about its own command line, not npm's.
    if (isParseArgsError(error)) {
      const problem = error.message.replace(/ To specify a positional argument .*$/s, '');
      throw new UsageError(`${problem}\n${spec.usage}`);
    }
    throw error;
  }
  const [least, most] = spec.positionals;
  const count = parsed.positionals.length;
  if (count < least || count > most) {
    const wanted =
      most === 0 ? 'no value' : least === most ? `${least} value(s)` : `${least} to ${most} values`;
    throw new UsageError(`It takes ${wanted} besides its flags; given: ${count}.\n${spec.usage}`);
  }
  return parsed;
}

/** A flag's value as a whole number of at least 0, or a usage error naming the flag. */
export function readCount(value: string, flag: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw new UsageError(`--${flag} takes a whole number, not ${JSON.stringify(value)}.`);
  return Number(value);
}

/** A flag's value as a number above 0, or a usage error naming the flag. */
export function readPositiveNumber(value: string, flag: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0) {
    throw new UsageError(`--${flag} takes a number above 0, not ${JSON.stringify(value)}.`);
  }
  return number;
}

export interface FailureStyle {
  /** The line a failure prints: its message unless given. */
  describe?: (error: unknown) => string;
  /** The exit status of a failure: 1 unless given. */
  code?: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the command `name` (its npm script): its arguments read first, then `main` with them; exit
 * status `main`'s number, 0, the failure's code, or 2 when it was used wrongly.
 */
export function runCommand<Name extends CommandName>(
  name: Name,
  main: (args: CommandArgs<(typeof COMMANDS)[Name]['options']>) => Promise<number | void>,
  failure: FailureStyle = {},
): void {
  const spec = COMMANDS[name] as CommandSpec<(typeof COMMANDS)[Name]['options']>;
  const usageFailed = (error: unknown) => {
    if (error instanceof HelpRequest) {
      console.info(spec.usage);
      process.exitCode = 0;
    } else if (error instanceof UsageError) {
      console.error(error.message.includes(spec.usage) ? error.message : `${error.message}\n${spec.usage}`);
      process.exitCode = 2;
    } else {
      console.error(failure.describe?.(error) ?? messageOf(error));
      process.exitCode = failure.code ?? 1;
    }
  };
  let args: CommandArgs<(typeof COMMANDS)[Name]['options']>;
  try {
    args = readCommandArgs(spec, process.argv.slice(2));
  } catch (error) {
    usageFailed(error);
    return;
  }
  main(args).then((code) => {
    process.exitCode = code ?? 0;
  }, usageFailed);
}
