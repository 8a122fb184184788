#!/usr/bin/env node
import v8 from 'node:v8';
import { loadMain } from './sources.js';

// Nearly every object of a request dies with it. V8 sometimes decides, from objects that live
// long while the service starts, to allocate at shared code sites straight into the old
// generation; requests then fill it and pay for frequent full collections (the person read
// benchmark measured 35 instead of 19 µs of CPU per request in about a third of the starts).
v8.setFlagsFromString('--no-allocation-site-pretenuring');

const { main } = await loadMain();
process.exitCode = await main(process.argv.slice(2));
