// Writes tests/data/slalom_urls.txt, Slalom URLs exactly as pzprjs writes them,
// and tests/data/slalom_urls_turned.txt, some of them turned and flipped by pzprjs.
//
// Not needed by the tests (they read the text files).  To run it again:
//   npm install --prefix /tmp/pzpr pzpr@0.10.1
//   NODE_PATH=/tmp/pzpr/node_modules node tools/slalom_url_corpus.js tests/data
//
// Random boards (black cells, vertical and horizontal gates, numbers of one,
// two and three hex digits, arrows 0-4 on numbered cells, the circle on an
// empty cell) are built cell by cell in pzprjs and written with its getURL().
// The real URLs found in the test suite are opened by pzprjs and written again,
// so every line is a string pzprjs itself produces.
'use strict';
const pzpr = require('pzpr');

const REAL = [
  'http://pzv.jp/p.html?slalom/d/6/6/9314131314131a1131ag0404j0101/33',
  'http://pzv.jp/p.html?slalom/p/6/6/9314131314131a1131ag44j11/33',
  'https://puzz.link/p?slalom/d/10/10/h133316131f131p1333315131f1333351aj11314333h42g/51',
  'https://puzz.link/p?slalom/d/4/3/131c01g/4',
  'https://puzz.link/p?slalom/d/5/5/433172727192101/20',
  'https://puzz.link/p?slalom/d/5/5/43317272719211/20',
  'https://puzz.link/p?slalom/d/4/3/4261317' + '4202/0',
];

function rng(seed) {            // mulberry32: the same corpus on every run
  return function () {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function number(rand) {
  const x = rand();
  if (x < 0.7) return 1 + Math.floor(rand() * 15);
  if (x < 0.93) return 16 + Math.floor(rand() * 240);
  return 256 + Math.floor(rand() * 3840);
}

function randomUrl(p, rand, k) {
  const cols = 2 + Math.floor(rand() * (k % 3 === 0 ? 20 : 9));
  const rows = 2 + Math.floor(rand() * (k % 5 === 0 ? 20 : 9));
  p.open('slalom/' + cols + '/' + rows);
  const bd = p.board;
  const black = 0.1 + rand() * 0.3, gate = rand() * 0.4, sparse = k % 7 === 0;
  const empties = [];
  for (let c = 0; c < bd.cell.length; c++) {
    const cell = bd.cell[c], x = rand();
    if (sparse && x < 0.85) { empties.push(c); continue; }
    if (x < black) {
      cell.ques = 1;
      if (rand() < 0.65) {
        cell.qnum = number(rand);
        cell.qdir = rand() < 0.5 ? 0 : 1 + Math.floor(rand() * 4);
      }
    } else if (x < black + gate) {
      cell.ques = rand() < 0.5 ? 21 : 22;
    } else {
      empties.push(c);
    }
  }
  if (empties.length === 0) { bd.cell[0].ques = 0; bd.cell[0].qnum = -1; bd.cell[0].qdir = 0; empties.push(0); }
  bd.gatemgr.rebuild();
  bd.startpos.set(bd.cell[empties[Math.floor(rand() * empties.length)]]);
  return p.getURL();
}

const p = new pzpr.Puzzle();
const out = [
  '# Slalom (Circumnavi-Gates) URLs exactly as pzprjs (npm pzpr 0.10.1) writes them, one a line,',
  '# after the https://puzz.link/p? that puzz.link writes (the npm package writes pzv.jp instead).',
  '# Made by tools/slalom_url_corpus.js: the real URLs of the test suite reopened and written by',
  '# pzprjs, then random boards with black cells, gates, numbers (1 to 4095), arrows and the',
  '# circle on an empty cell, written by pzprjs getURL().  Lines starting with # are comments.',
];
const seen = new Set();
// The npm package puts pzv.jp in front; puzz.link (and Puzzlewright) write the
// same query after https://puzz.link/p?, which is what the corpus keeps.
function asPuzzLink(url) { return 'https://puzz.link/p?' + url.slice(url.indexOf('?') + 1); }
function add(url) {
  p.open(url);
  const again = p.getURL();      // pzprjs reading its own URL gives the same string back
  if (again !== url) throw new Error('pzprjs does not round-trip ' + url + ' -> ' + again);
  const line = asPuzzLink(url);
  if (!seen.has(line)) { seen.add(line); out.push(line); }
}
for (const url of REAL) { p.open(url); add(p.getURL()); }
const rand = rng(20261122);
for (let k = 0; seen.size < 160; k++) add(randomUrl(p, rand, k));

// pzprjs's board operations and the names Puzzlewright gives them (Edit > Rotate / Flip).
const OPS = {turnr: 'rotate-cw', turnl: 'rotate-ccw', flipx: 'flip-h', flipy: 'flip-v'};
const turned = [
  '# Slalom URLs turned or flipped by pzprjs (npm pzpr 0.10.1, board.operate), made by',
  '# tools/slalom_url_corpus.js from every fourth URL of slalom_urls.txt.  One case a line:',
  '# the transform as Puzzlewright names it, the URL, the URL pzprjs writes after it (tab-separated).',
];
const urls = out.filter(line => !line.startsWith('#'));
for (let i = 0; i < urls.length; i += 4) {
  for (const op of Object.keys(OPS)) {
    p.open(urls[i]);
    p.board.operate(op);
    turned.push([OPS[op], urls[i], asPuzzLink(p.getURL())].join('\t'));
  }
}
const fs = require('fs'), path = require('path');
const dir = process.argv[2] || '.';
fs.writeFileSync(path.join(dir, 'slalom_urls.txt'), out.join('\n') + '\n');
fs.writeFileSync(path.join(dir, 'slalom_urls_turned.txt'), turned.join('\n') + '\n');
