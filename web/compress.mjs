// Writes a brotli copy (`name.br`, best quality) beside every file of the
// given folder that build.sh also gzips: the page's engine and its scripts,
// for servers that send precompressed files as they are.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const COMPRESSED = /\.(wasm|js|css|html|svg)$/;

function compress(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) compress(path);
    else if (COMPRESSED.test(entry.name)) {
      const body = readFileSync(path);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params }));
    }
  }
}

compress(process.argv[2] ?? 'dist');
