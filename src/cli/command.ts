import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AppError } from '../domain/errors.ts';

/** A command-line option: its kind and a line of help. */
export type Options = Record<string, { type: 'string' | 'boolean'; description: string }>;

export interface Command {
  /** Words after `access-cloud`, e.g. `admin key create`. */
  name: string;
  summary: string;
  usage: string;
  options: Options;
  /** Option names that must be given. */
  required?: string[];
  run(values: Record<string, string | boolean | undefined>, out: Output): Promise<void>;
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export class UsageError extends Error {}

export function helpText(command: Command): string {
  const lines = [`access-cloud ${command.name} — ${command.summary}`, '', `Usage: access-cloud ${command.name} ${command.usage}`];
  const entries = Object.entries(command.options);
  if (entries.length > 0) {
    lines.push('', 'Options:');
    for (const [name, spec] of entries) {
      const flag = spec.type === 'string' ? `--${name} <value>` : `--${name}`;
      const req = command.required?.includes(name) ? ' (required)' : '';
      lines.push(`  ${flag.padEnd(28)}${spec.description}${req}`);
    }
  }
  lines.push(`  ${'--help'.padEnd(28)}Shows this text`);
  return lines.join('\n');
}

/** Parses, checks required options, runs; returns the process exit code. */
export async function runCommand(command: Command, args: string[], out: Output): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean' } };
    for (const [name, spec] of Object.entries(command.options)) options[name] = { type: spec.type };
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }) as { values: Record<string, string | boolean | undefined> });
  } catch (error) {
    out.error(`error: ${(error as Error).message}\n\n${helpText(command)}`);
    return 2;
  }
  if (values.help) {
    out.log(helpText(command));
    return 0;
  }
  const missing = (command.required ?? []).filter((name) => values[name] === undefined || values[name] === '');
  if (missing.length > 0) {
    out.error(`error: missing ${missing.map((m) => `--${m}`).join(', ')}\n\n${helpText(command)}`);
    return 2;
  }
  try {
    await command.run(values, out);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`error: ${error.message}\n\n${helpText(command)}`);
      return 2;
    }
    if (error instanceof AppError) {
      out.error(`error: ${error.message}`);
      return 1;
    }
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
