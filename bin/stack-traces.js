// Stack traces of a service started from the bundle name the TypeScript sources, as they do when
// tsx runs them. A frame in the bundle is looked up in its chunk's source map, which is read the
// first time a stack needs it. Node's own source map support (`process.setSourceMapsEnabled`)
// reads and parses the map of every file it loads, the packages' too, at load time: 0.1-0.2 s of
// every start on a slow machine, for stacks that are seldom printed.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Formats every error's stack as V8 does, with the frames in files under `dir` mapped to their sources. */
export function mapStackTraces(dir) {
  const prefix = pathToFileURL(dir).href + '/';
  /** Source maps by chunk file, `null` for a chunk without a readable one. */
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };

  const frameText = (frame) => {
    const text = String(frame);
    const url = frame.getFileName();
    if (!url?.startsWith(prefix)) return text;
    const file = fileURLToPath(url);
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    if (!entry?.originalSource) return text;
    const source = pathToFileURL(path.resolve(path.dirname(file), entry.originalSource)).href;
    return text.replace(`${url}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
  };

  Error.prepareStackTrace = (error, frames) => {
    let header;
    try {
      header = Error.prototype.toString.call(error);
    } catch {
      header = '<error>';
    }
    return header + frames.map((frame) => `\n    at ${frameText(frame)}`).join('');
  };
}
