/**
 * What each of the site's commands (`npm run …`, by script name) takes: its usage, its flags for
 * `node:util`'s parseArgs and how many values. ./cli-args.ts reads a command's arguments against
 * its entry before the command does anything.
 */

function usage(synopsis: string, ...lines: string[]): string {
  return [`Usage: npm run ${synopsis}`, ...lines, '  --help              print this'].join('\n');
}

const DRY_RUN = { 'dry-run': { type: 'boolean' } } as const;

export const COMMANDS = {
  enquiries: {
    usage: usage(
      'enquiries',
      "  Prints every stored enquiry as CSV (DATABASE_URL's PostgreSQL, else DATA_DIR's SQLite).",
    ),
    options: {},
    positionals: [0, 0],
  },
  alerts: {
    usage: usage(
      'alerts',
      '  Sends every due alert digest once (for cron): exit status 1 when a delivery failed, 2 when the run stopped.',
    ),
    options: {},
    positionals: [0, 0],
  },
  mail: {
    usage: usage(
      'mail',
      '  Sends every due enquiry e-mail once: exit status 1 when a delivery failed, 2 when the run stopped.',
    ),
    options: {},
    positionals: [0, 0],
  },
  'data:prune': {
    usage: usage(
      'data:prune [-- --dry-run]',
      '  Deletes enquiries older than ENQUIRY_RETENTION_MONTHS and alerts unconfirmed longer than',
      '  UNCONFIRMED_ALERT_RETENTION_DAYS, through the content service.',
      '  --dry-run           count what it would delete, with the cutoffs; delete nothing',
    ),
    options: DRY_RUN,
    positionals: [0, 0],
  },
  'db:migrate': {
    usage: usage('db:migrate', "  Brings the content schema in DATABASE_URL's PostgreSQL up to date."),
    options: {},
    positionals: [0, 0],
  },
  'db:copy-sqlite': {
    usage: usage('db:copy-sqlite', "  Copies DATA_DIR's SQLite store into DATABASE_URL's PostgreSQL, once."),
    options: {},
    positionals: [0, 0],
  },
  'search:configure': {
    usage: usage(
      'search:configure [-- --dry-run]',
      '  Brings every index of the search service to lib/search/index-settings.ts.',
      '  --dry-run           print each setting it would change; change nothing',
    ),
    options: DRY_RUN,
    positionals: [0, 0],
  },
  'listings:import': {
    usage: usage(
      'listings:import -- FILE [--dry-run] [--skip-rejected] [--allow-removals N]',
      '  FILE                the feed: .jsonl (JSON Lines) or .csv, as listings:export writes it',
      '  --dry-run           print the plan; change nothing',
      '  --skip-rejected     when lines are rejected, import the rest; the properties of the',
      '                      rejected lines are kept as they are (without it nothing is imported)',
      '  --allow-removals N  remove up to N records (without it an import removes at most 20,',
      '                      and at most 5 % of an index)',
    ),
    options: {
      ...DRY_RUN,
      'skip-rejected': { type: 'boolean' },
      'allow-removals': { type: 'string' },
    },
    positionals: [1, 1],
  },
  'listings:export': {
    usage: usage('listings:export -- FILE', '  FILE                where to write the feed: .jsonl or .csv'),
    options: {},
    positionals: [1, 1],
  },
  'listings:touch': {
    usage: usage(
      'listings:touch -- WEB_REF [--price RAND]',
      '  WEB_REF             the listing to change as a listing sync would (updated now), e.g. RC-10001',
      '  --price RAND        its new gross price',
    ),
    options: { price: { type: 'string' } },
    positionals: [1, 1],
  },
  'listings:reset': {
    usage: usage('listings:reset', '  Puts the sample listings back into the running embedded engine.'),
    options: {},
    positionals: [0, 0],
  },
} as const;

export type CommandName = keyof typeof COMMANDS;
