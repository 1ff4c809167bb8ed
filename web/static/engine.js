// The page's side of the engine's worker: requests as promises, progress,
// and Stop (the worker is ended and a fresh one started; the games of the
// editor are defined again in it).

// The size of the engine's WebAssembly in bytes, written in by build.sh.
const WASM_BYTES = Number('__WASM_BYTES__');

/**
 * The engine's WebAssembly, fetched (index.html preloads it) and compiled
 * here, once, while the worker's own scripts load; each worker, the first
 * and any fresh one after Stop, is handed the compiled module. `null` when
 * it cannot be compiled here: the worker then fetches it itself, and says
 * what went wrong.
 */
async function compileEngine() {
  const url = new URL('./pkg/grundy_web_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that does not say `application/wasm`: compiled from bytes.
    try {
      return await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
    } catch {
      return null;
    }
  }
}

let compiled = null;

export class Engine {
  constructor(onBusy) {
    this.onBusy = onBusy;
    this.pending = new Map();
    this.nextId = 1;
    this.replay = [];
    // Until the first worker says it is ready, the page says the engine
    // is loading, and how large it is (a fresh engine after Stop comes
    // from the browser's cache, and is not announced).
    this.loading = true;
    this.onBusy(true, { loading: Number.isFinite(WASM_BYTES) ? WASM_BYTES : null });
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    compiled ??= compileEngine();
    const worker = this.worker;
    compiled.then((module) => worker.postMessage({ module }));
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`the engine could not start (${event.message || 'no WebAssembly?'})`);
    };
    // Quietly: the fresh engine's own setting up is no work asked for.
    for (const [op, args] of this.replay) this.send(op, args, () => {}, () => {}, true);
  }

  receive(message) {
    if (message.ready) {
      if (this.loading) {
        this.loading = false;
        if (this.pending.size === 0) this.onBusy(false);
        else this.onBusy(true, null);
      }
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    if (message.progress) {
      this.onBusy(true, message.progress);
      return;
    }
    this.pending.delete(message.id);
    if (this.pending.size === 0 && !this.loading) this.onBusy(false);
    if ('error' in message) {
      // A trap in the engine leaves the worker unusable: start again.
      this.restart();
      entry.reject(new Error(message.error));
    } else {
      entry.resolve(message.result);
    }
  }

  send(op, args, resolve, reject, quiet = false) {
    const id = this.nextId++;
    this.pending.set(id, { resolve, reject });
    this.worker.postMessage({ id, op, args });
    if (quiet) return;
    setTimeout(() => {
      if (this.pending.has(id) && !this.loading) this.onBusy(true, null);
    }, 250);
  }

  /** A request to the engine: resolves to its answer (an object). */
  call(op, ...args) {
    return new Promise((resolve, reject) => this.send(op, args, resolve, reject));
  }

  /** Requests a fresh engine must see again after Stop (the editor's games). */
  remember(op, ...args) {
    this.replay = this.replay.filter(([o]) => o !== op);
    this.replay.push([op, args]);
  }

  fail(why) {
    for (const entry of this.pending.values()) entry.reject(new Error(why));
    this.pending.clear();
    this.loading = false;
    this.onBusy(false);
  }

  restart() {
    this.worker.terminate();
    this.fail('stopped');
    this.start();
  }

  /** Stop: ends what is running at once. */
  stop() {
    this.restart();
  }
}
