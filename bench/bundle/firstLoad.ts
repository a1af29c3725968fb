import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// bench/bundle: gzipped JavaScript a first visit downloads before the first render (the entry script and
// every chunk it imports statically), against the ARCHITECTURE goal of 150 KB. Run after `npm run build`.
const dist = path.join(import.meta.dirname, '../../apps/web/dist');
const goalKb = 150;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const chunks = new Set<string>();
const visit = (file: string) => {
  if (chunks.has(file)) return;
  chunks.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(`assets/${m[1]}`);
};
entries.forEach(visit);
const totalKb =
  [...chunks].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;

console.log(`\n### bench/bundle — ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| measure | gzipped KB | goal KB | ratio to goal |');
console.log('|---|---:|---:|---:|');
console.log(
  `| first-load JavaScript (${chunks.size} files) | ${totalKb.toFixed(1)} | ${goalKb} | ${(totalKb / goalKb).toFixed(2)} |`,
);
// The goal is a budget: `npm test` runs this after its build, and fails when the first load outgrows it.
if (totalKb > goalKb) {
  console.error(`First-load JavaScript is ${totalKb.toFixed(1)} KB gzipped, over the ${goalKb} KB budget.`);
  process.exitCode = 1;
}
