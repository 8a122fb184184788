import { loadMain } from './bin/sources.js';
const t0 = performance.now();
await loadMain();
console.log((performance.now()-t0).toFixed(0));
