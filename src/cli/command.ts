import { Command as Program, CommanderError, Help, Option } from 'commander';
import { ConfigError } from '../kernel/config.ts';
import { AppError } from '../kernel/errors.ts';

/** A command-line option: its kind and a line of help. */
export type Options = Record<string, { type: 'string' | 'boolean'; description: string }>;

/** One command, declared as data; `buildProgram` turns the list into a commander program. */
export interface Command {
  /** Words after `access-cloud`, e.g. `admin key create`. */
  name: string;
  summary: string;
  usage: string;
  options: Options;
  /** Option names that must be given. */
  required?: string[];
  /** Required options that may be given empty (`--label ''` clears a label). */
  allowEmpty?: string[];
  run(values: Record<string, string | boolean | undefined>, out: Output): Promise<void>;
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** A wrong option value found by a command itself: exit code 2 and its help, like a parse error. */
export class UsageError extends Error {}

/** Exit codes: 0 done, 1 refused by the service's rules, 2 wrong usage or configuration. */
const USAGE = 2;
const REFUSED = 1;

/** The commander commands that run something; a group may be one too (`admin credits voucher` and its `list`). */
const runnable = new WeakSet<Program>();

/** Overviews (the program's and a group's like `admin key`) list every command by its full name. */
class FullNameHelp extends Help {
  override visibleCommands(cmd: Program): Program[] {
    const leaves = (c: Program): Program[] =>
      c.commands.length === 0 ? [c] : [...(runnable.has(c) ? [c] : []), ...c.commands.flatMap(leaves)];
    return cmd.commands.flatMap(leaves);
  }

  override subcommandTerm(cmd: Program): string {
    const words: string[] = [];
    for (let c: Program | null = cmd; c?.parent; c = c.parent) words.unshift(c.name());
    return words.join(' ');
  }
}

/** Commander's command with that help; its subcommands are made of the same class. */
class Cli extends Program {
  override createCommand(name?: string): Cli {
    return new Cli(name);
  }

  override createHelp(): Help {
    return Object.assign(new FullNameHelp(), this.configureHelp());
  }
}

const withoutTrailingNewline = (text: string) => text.replace(/\n$/, '');

/** The group command for the words of a name (`admin key`), created on first use. */
function groupFor(program: Program, words: string[]): Program {
  let parent = program;
  for (const word of words) {
    parent = parent.commands.find((c) => c.name() === word) ?? parent.command(word);
  }
  return parent;
}

function addCommand(program: Program, command: Command, out: Output, done: (code: number) => void): void {
  const words = command.name.split(' ');
  const parent = groupFor(program, words.slice(0, -1));
  // A command may also be the group of later ones, so it is created only once.
  const cli = parent.commands.find((c) => c.name() === words.at(-1)) ?? parent.command(words.at(-1)!);
  cli.description(command.summary);
  runnable.add(cli);
  if (command.usage) cli.usage(command.usage);
  const options = Object.entries(command.options).map(([name, spec]) => {
    const option = new Option(spec.type === 'string' ? `--${name} <value>` : `--${name}`, spec.description);
    if (command.required?.includes(name)) option.makeOptionMandatory();
    cli.addOption(option);
    return { name, option };
  });
  cli.action(async (parsed: Record<string, string | boolean | undefined>) => {
    // The commands read options by their spelled name (`customer-number`, `no-test-key`).
    const values = Object.fromEntries(
      options.map(({ name, option }) => {
        const value = parsed[option.attributeName()];
        return [name, option.negate ? value === false : value];
      }),
    );
    const empty = (command.required ?? []).filter((name) => values[name] === '' && !command.allowEmpty?.includes(name));
    try {
      if (empty.length > 0) throw new UsageError(`missing ${empty.map((m) => `--${m}`).join(', ')}`);
      await command.run(values, out);
      done(0);
    } catch (error) {
      if (error instanceof UsageError) {
        out.error(`error: ${error.message}\n\n${withoutTrailingNewline(cli.helpInformation())}`);
        done(USAGE);
      } else if (error instanceof ConfigError) {
        out.error(`error: ${error.message}`);
        done(USAGE);
      } else if (error instanceof AppError) {
        out.error(`error: ${error.message}`);
        done(REFUSED);
      } else {
        throw error;
      }
    }
  });
}

/** The `access-cloud` program with every command; `done` receives the exit code of a run. */
function buildProgram(commands: Command[], out: Output, done: (code: number) => void): Program {
  // Settings made before the commands are added are inherited by every group and command.
  const program = new Cli('access-cloud')
    .usage('<command> [options]')
    .addHelpText('after', '\nEach command has --help.')
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => out.log(withoutTrailingNewline(text)),
      writeErr: (text) => out.error(withoutTrailingNewline(text)),
    });
  for (const command of commands) addCommand(program, command, out, done);
  return program;
}

/** Parses the arguments and runs the command they name; returns the process exit code. */
export async function runProgram(commands: Command[], argv: string[], out: Output): Promise<number> {
  let code = 0;
  const program = buildProgram(commands, out, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    // Help asked for is exit 0; any other parse failure (unknown command or option, missing
    // option, no command at all) is wrong usage.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : USAGE;
    throw error;
  }
}

export function positiveInt(value: string | boolean | undefined, name: string): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || n <= 0) throw new UsageError(`--${name} must be a positive whole number`);
  return n;
}

export function envKind(value: string | boolean | undefined): 'TEST' | 'PRODUCTION' {
  if (value === 'test') return 'TEST';
  if (value === 'production') return 'PRODUCTION';
  throw new UsageError('--env must be test or production');
}
