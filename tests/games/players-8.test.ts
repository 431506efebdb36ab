import { seededGames } from "./seeded.ts";

seededGames(8);
