import { randomGame } from './random-game.js';
const ALL = ['base','inns-cathedrals','king-robber-baron','anniversary-20','bathhouses'];
for (let s = 1; s <= 3000; s++) randomGame(s, ['red','blue'], ALL);
