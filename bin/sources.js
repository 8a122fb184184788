// Loads the service's TypeScript sources. There is no build step between clone and start: the
// first start bundles `src` (esbuild; most packages stay in node_modules) into an entry file and
// the chunks it imports, and later starts load those while none of their source files has
// changed. Loading the three hundred sources one by one through the TypeScript loader (tsx) took
// about 0.6 s of each start.
// Where the bundle cannot be built or written, the sources are loaded through tsx as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mapStackTraces } from './stack-traces.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'src/cli/main.ts';
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'access-cloud');
const BUNDLE = path.join(CACHE_DIR, 'main.mjs');
/** The source files the bundle was built from, with their modification times. */
const INPUTS = path.join(CACHE_DIR, 'inputs.json');

/** The module `src/cli/main.ts`, from the bundle when it is current. */
export async function loadMain() {
  let bundle = currentBundle();
  if (!bundle) {
    try {
      bundle = await buildBundle();
    } catch {
      bundle = undefined;
    }
  }
  if (bundle) {
    mapStackTraces(CACHE_DIR);
    return import(pathToFileURL(bundle).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, ENTRY)).href);
}

/** The bundle, when it was built from the source files as they are now. */
export function currentBundle() {
  try {
    const inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
    for (const [file, mtimeMs] of Object.entries(inputs)) {
      if (fs.statSync(path.join(ROOT, file)).mtimeMs !== mtimeMs) return undefined;
    }
    return fs.existsSync(BUNDLE) ? BUNDLE : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the bundle; returns its path. Several processes may build at once: each renames its own files into place. */
export async function buildBundle() {
  const esbuild = await import('esbuild');
  const started = new Map();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    sourcemap: 'linked',
    // Stack traces need the positions only; the sources are beside the bundle.
    sourcesContent: false,
    // What a module imports with import() is a chunk of its own, loaded when first needed: the
    // primary process of a service with workers starts them before it loads the HTTP service.
    splitting: true,
    outdir: CACHE_DIR,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    // A chunk's name is its content's hash: a new build never overwrites a chunk that a running
    // service of the old build may still load.
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
    // Bundled CommonJS packages require Node's built-ins and the packages left outside; an ES
    // module has no `require` of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [packagesOutside(), sourceDirectories(started)],
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const input = packageManifest(file) ?? file;
    inputs[input] ??= started.get(input) ?? fs.statSync(path.join(ROOT, input)).mtimeMs;
  }
  // How the bundle is made is an input too: a change here (another package bundled) builds it again.
  inputs[path.relative(ROOT, import.meta.filename)] = fs.statSync(import.meta.filename).mtimeMs;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  // The entry goes into place after its chunks, so whoever finds it finds them.
  const outputs = result.outputFiles.sort((a, b) => Number(a.path.startsWith(BUNDLE)) - Number(b.path.startsWith(BUNDLE)));
  for (const output of outputs) fs.writeFileSync(output.path + suffix, output.contents);
  fs.writeFileSync(INPUTS + suffix, JSON.stringify(inputs));
  for (const output of outputs) fs.renameSync(output.path + suffix, output.path);
  fs.renameSync(INPUTS + suffix, INPUTS);
  removeOldChunks(new Set(outputs.map((output) => path.basename(output.path))));
  return BUNDLE;
}

/**
 * A bundled package's file stands for the package's package.json, which npm writes with every
 * install of the package: every start checks whether the bundle is current, and the files of the
 * bundled packages (some 860) took two thirds of that check's 16 ms.
 */
function packageManifest(file) {
  const found = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file);
  return found ? `${found[1]}/package.json` : undefined;
}

/** How long a chunk of an earlier build is kept: a process started from that build may still load it. */
const OLD_CHUNK_MS = 60 * 60 * 1000;

/**
 * Removes the chunks of earlier builds once they are old enough that no starting process needs
 * them. Ages are read on the file system's clock (the new entry's time), as the files' are.
 */
function removeOldChunks(current) {
  const before = fs.statSync(BUNDLE).mtimeMs - OLD_CHUNK_MS;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    if (!/^chunk-.*\.mjs(\.map)?$/.test(name) || current.has(name)) continue;
    const file = path.join(CACHE_DIR, name);
    try {
      if (fs.statSync(file).mtimeMs < before) fs.unlinkSync(file);
    } catch {
      // another build removed it first
    }
  }
}

/**
 * Packages of many small modules load faster bundled: Node resolves, reads and compiles each file
 * of node_modules on its own (Fastify with its schema compilers and plugins is about 450 files,
 * Ajv and yaml most of them). Bundling those below took a start to the first answer from 890 to
 * 732 ms (median of twelve, one process; 1 069 to 898 ms with two workers). The others stay in
 * node_modules: some read files beside themselves (pino's transports, the documentation page's
 * assets) or load native parts (better-sqlite3, argon2).
 */
const BUNDLED_PACKAGES = new Set([
  // ES modules
  'kysely',
  '@sinclair/typebox',
  // Fastify and what it requires
  'fastify',
  'avvio',
  'find-my-way',
  'ret',
  'safe-regex2',
  'fast-querystring',
  'fast-decode-uri-component',
  'toad-cache',
  'semver',
  'process-warning',
  'abstract-logging',
  'rfdc',
  'secure-json-parse',
  'fastq',
  'reusify',
  'fastify-plugin',
  '@fastify/error',
  '@fastify/proxy-addr',
  '@fastify/forwarded',
  'ipaddr.js',
  // its validators and serializers
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'fast-json-stringify',
  '@fastify/merge-json-schemas',
  'json-schema-ref-resolver',
  'dequal',
  'ajv',
  'ajv-formats',
  'fast-uri',
  'fast-deep-equal',
  'json-schema-traverse',
  // the plugins the service registers at start
  '@fastify/swagger',
  'yaml',
  'json-schema-resolver',
  '@fastify/rate-limit',
  'ip-address',
  '@lukeed/ms',
  '@fastify/cookie',
  'cookie',
  '@fastify/session',
  '@fastify/csrf-protection',
  '@fastify/csrf',
  '@fastify/helmet',
  'helmet',
  '@fastify/formbody',
  // the command line
  'envalid',
  'commander',
]);

function packagesOutside() {
  return {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return BUNDLED_PACKAGES.has(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * A source that finds files beside itself (`import.meta.dirname`: stylesheets, the
 * administration's static files) keeps finding them there from the bundle. The modification
 * time is taken before the file is read, so a change during the build makes the bundle stale.
 */
function sourceDirectories(started) {
  return {
    name: 'source-directories',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const relative = path.relative(ROOT, args.path);
        started.set(relative, fs.statSync(args.path).mtimeMs);
        const text = fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
        return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  console.log(`bundled ${path.relative(ROOT, await buildBundle())}`);
}
