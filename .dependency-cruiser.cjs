// The dependency check (dependency-cruiser), run by `npm test` (tests/runtime/layers.test.ts) and
// by `npm run check:deps`. Type-only imports count too: a layer may not even name a type of a
// layer above it. The layers are described in runtime/README.md.
const path = require("node:path");

// runtime/'s folders, bottom to top, each with the folders it may import (besides its own).
// The files directly in runtime/ (index.ts, game.ts, scenario.ts, wiring.ts) are the top: they
// may import every folder, and no folder may import them.
const RUNTIME_LAYERS = {
  timing: [],
  model: ["timing"],
  log: ["model", "timing"],
  engine: ["log", "model", "timing"],
  vocabulary: ["engine", "model", "timing"],
  values: ["engine", "log", "model", "timing"],
  flows: ["values", "engine", "log", "model", "timing"],
  api: ["flows", "values", "engine", "vocabulary", "log", "model", "timing"],
  agents: ["engine", "model", "timing"],
  modes: ["engine", "model", "timing"],
};

const layerRules = Object.entries(RUNTIME_LAYERS).map(([folder, below]) => ({
  name: `runtime-layer-${folder}`,
  comment: `runtime/${folder}/ may import only ${below.length ? below.map((f) => `runtime/${f}/`).join(", ") : "nothing else in runtime/"} (runtime/README.md)`,
  severity: "error",
  from: { path: `^runtime/${folder}/` },
  to: { path: "^runtime/", pathNot: `^runtime/(${[folder, ...below].join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-runtime-folder-cycle",
      comment: "no import circle between runtime/'s folders (runtime/engine → runtime/flows → runtime/engine …)",
      severity: "error",
      scope: "folder",
      from: { path: "^runtime/" },
      to: { circular: true },
    },
    {
      // The stages themselves cannot form a circle: the rules below order them runtime → grammar
      // → compiler → cli. Inside the front end, folder circles are reported but do not fail yet.
      name: "front-end-folder-cycle",
      comment: "an import circle between folders of grammar/, compiler/ or cli/",
      severity: "warn",
      scope: "folder",
      from: { path: "^(grammar|compiler|cli)/" },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: "runtime-folder-has-a-layer",
      comment: "a new folder of runtime/ gets its place in RUNTIME_LAYERS (.dependency-cruiser.cjs) and in runtime/README.md",
      severity: "error",
      from: { path: "^runtime/[^/]+/", pathNot: `^runtime/(${Object.keys(RUNTIME_LAYERS).join("|")})/` },
      to: {},
    },
    {
      name: "runtime-imports-no-front-end",
      comment: "the runtime never imports the grammar, the compiler or the CLI (grammar and compiler may import the runtime)",
      severity: "error",
      from: { path: "^runtime/" },
      to: { path: "^(grammar|compiler|cli|tests|tools|bench)/" },
    },
    {
      name: "grammar-imports-no-compiler",
      comment: "the grammar reads the runtime's tables; it never imports the compiler or the CLI",
      severity: "error",
      from: { path: "^grammar/" },
      to: { path: "^(compiler|cli)/" },
    },
    {
      name: "compiler-imports-no-cli",
      severity: "error",
      from: { path: "^compiler/" },
      to: { path: "^cli/" },
    },
    {
      name: "resolvable",
      comment: "every relative import resolves (otherwise the rules above would see nothing)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // import type … counts: the layers hold for types as well as values.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    exclude: { path: "(^|/)node_modules/" },
  },
};
