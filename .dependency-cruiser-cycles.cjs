// Import cycles in core as they run: the code as compiled, imports of types alone erased (the ports and the list
// of repositories name each other by type, which costs nothing at run time). A separate run because it reads
// the compiled imports, where the layer rules (.dependency-cruiser.cjs) read every import as written.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-core',
      comment: 'Core has no import cycles at run time.',
      severity: 'error',
      from: { path: '^core/src' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
