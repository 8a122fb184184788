import { serve as serveCommand } from '../serve.ts';
import { runProgram, type Command, type Output } from './command.ts';
import { configure } from './configure.ts';

const consoleOutput: Output = { log: (l) => console.log(l), error: (l) => console.error(l) };

const serve: Command = {
  name: 'serve',
  summary: 'starts the service (configuration from environment variables, see README)',
  usage: '',
  options: {},
  run: () => serveCommand(configure()),
};

/**
 * Every command. The others' modules are loaded only when the program needs them: `serve` needs
 * none of them, and a primary process that runs workers starts them sooner without.
 */
export async function allCommands(): Promise<Command[]> {
  return [serve, ...(await import('./commands.ts')).DATABASE_COMMANDS];
}

/** Runs `access-cloud <argv>`; returns the process exit code. */
export async function main(argv: string[], out: Output = consoleOutput): Promise<number> {
  const commands = argv.length === 1 && argv[0] === serve.name ? [serve] : await allCommands();
  return runProgram(commands, argv, out);
}
