import { seededGames } from "./seeded.ts";

seededGames(4);
