#!/usr/bin/env node
// Entry point: load the TypeScript sources through tsx, then run the CLI.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv);
