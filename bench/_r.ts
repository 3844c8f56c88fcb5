import { randomGame } from './random-game.js';
const ALL=['base','inns-cathedrals','king-robber-baron','anniversary-20','bathhouses'];
for(let i=0;i<300;i++){randomGame(9e6+i,['red','blue'],['base']);randomGame(9e6+i,['red','blue'],ALL);}
for (let rep = 0; rep < 3; rep++) {
const b: number[]=[],a: number[]=[];for(let i=0;i<1000;i++){let s=performance.now();randomGame(2e6+i,['red','blue'],['base']);b.push(performance.now()-s);s=performance.now();randomGame(2e6+i,['red','blue'],ALL);a.push(performance.now()-s);}
const m=(t: number[])=>t.sort((x,y)=>x-y)[t.length>>1]!;console.log(m(a).toFixed(3),m(b).toFixed(3),(m(a)/m(b)).toFixed(2));}
