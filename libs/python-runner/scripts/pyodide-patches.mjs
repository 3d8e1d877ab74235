// Changes to the browser's copy of Pyodide's JavaScript (pyodide.asm.mjs), made at build time.
// Each replaces one exact piece of the pinned version's code; the build stops if a piece is not
// found exactly once (a new Pyodide version: check each patch against it, then update or drop it).

/**
 * One wasm module for all of Pyodide's JavaScript functions that C takes the address of. Emscripten
 * wraps each one into a wasm function at every start so it can go into the function table (a
 * table holds only wasm functions): 259 tiny modules compiled and instantiated one by one, ~70 ms
 * of the worker's start on a 2-core laptop. Batched, the same functions go into the same table
 * slots (slots are still taken in order, so the memory snapshot's function pointers stay right)
 * through one module that imports them all and exports them again.
 */
const WRAP_BATCH = `var pylandsWrapBatch = null;
var pylandsFlushWrapBatch = () => {
  var batch = pylandsWrapBatch;
  pylandsWrapBatch = null;
  if (!batch.length) return;
  var leb = (n) => { var out = []; do { var b = n & 127; n >>>= 7; out.push(n ? b | 128 : b); } while (n); return out; };
  var name = (s) => [...leb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];
  var section = (id, body) => [id, ...leb(body.length), ...body];
  var types = [], typeIndex = new Map(), imports = [], exports = [], funcs = {};
  batch.forEach(([, func, sig], i) => {
    if (!typeIndex.has(sig)) {
      typeIndex.set(sig, typeIndex.size);
      var params = Array.from(sig.slice(1), (c) => wasmTypeCodes[c]);
      var results = sig[0] === 'v' ? [] : [wasmTypeCodes[sig[0]]];
      types.push(96, ...leb(params.length), ...params, ...leb(results.length), ...results);
    }
    imports.push(...name('e'), ...name(String(i)), 0, ...leb(typeIndex.get(sig)));
    exports.push(...name(String(i)), 0, ...leb(i));
    funcs[i] = func;
  });
  var bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0,
    ...section(1, [...leb(typeIndex.size), ...types]),
    ...section(2, [...leb(batch.length), ...imports]),
    ...section(7, [...leb(batch.length), ...exports])]);
  var instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { e: funcs });
  batch.forEach(([slot], i) => setWasmTableEntry(slot, instance.exports[i]));
};
`;

/**
 * From a memory snapshot every module Pyodide's start looks up is imported already, yet the start
 * compiled four one-line Python programs to reach them ("import _pyodide_core", "{}", "import
 * importlib; importlib", the __main__ and builtins dicts): the first compilations in the process,
 * so the parser's and the compiler's wasm was compiled on the spot, before 'ready'. They are now
 * looked up with __import__ (the same objects); the compiler is first needed by the warm-up run,
 * after the page shows Python ready. A start without a snapshot runs Pyodide's own code.
 */
const SNAPSHOT_IMPORT = `var pylandsSnapshotImport = () => {
  var importModule = API._pyodide._base.__builtins__.get('__import__');
  return (name) => importModule(name);
};
`;

/**
 * A Node thread starts a fresh Pyodide for every run from the same compiled module, and every start
 * linked the main module's 7,415 exported functions into the function table one by one: for each,
 * addFunction looked it up in a map of the whole table (built by reading every slot) and gave the
 * ones not there a new slot. The outcome is the same at every start (same module, same order), so
 * the first start in a thread records it (`pylandsGotPlan`, outside the factory: one per thread or
 * page) and later starts replay it: the table grows by the same count and the same functions go into
 * the same slots, the GOT gets the same values, and the table map is built only if something asks
 * for it after the start (then with the same entries). Until the start's own links are made,
 * addFunction's lookups answer what they answered in the first start, in the same order.
 */
const GOT_PLAN = `var pylandsDeferring = false, pylandsRecording = false, pylandsFoundAt = 0;
var pylandsExportSlots = null, pylandsUnmapped = null;
/** A function just made (never in the table): a new slot, without reading the whole table to look for it. */
var pylandsAddNewFunction = (func) => {
  var ret = getEmptyTableSlot();
  setWasmTableEntry(ret, func);
  if (functionsInTableMap) functionsInTableMap.set(func, ret);
  else (pylandsUnmapped ??= []).push([func, ret]);
  return ret;
};
/** addFunction's lookup in the table map: replayed from the plan while a start replays it. */
var pylandsFindFunction = (func) => {
  if (pylandsDeferring && !functionsInTableMap) return pylandsGotPlan.found[pylandsFoundAt++] || 0;
  var found = getFunctionAddress(func);
  if (pylandsRecording) pylandsGotPlan.found.push(found);
  return found;
};
/** The GOT entries still undefined once the exports are linked, in order (replayed from the plan). */
var pylandsUndefinedSymbols = () => {
  var plan = pylandsGotPlan;
  if (pylandsDeferring && plan.undefinedNames)
    return plan.undefinedNames.map((name) => [name, GOT[name]]).filter(([, entry]) => entry);
  var entries = Object.entries(GOT).filter(([, entry]) => entry.value == -1);
  if (pylandsRecording) plan.undefinedNames = entries.map(([name]) => name);
  return entries;
};
var pylandsUpdateMainGOT = (exports) => {
  var plan = pylandsGotPlan;
  if (plan && !functionsInTableMap && !freeTableIndexes.length && wasmTable.length === plan.tableLength) {
    pylandsDeferring = true;
    pylandsFoundAt = 0;
    pylandsExportSlots = new Map();
    pylandsUnmapped = [];
    if (plan.grown) wasmTable.grow(plan.grown);
    for (var k = 0; k < plan.names.length; k++) {
      var symName = plan.names[k], value = exports[symName], newValue = value;
      if (plan.slots[k] >= 0) {
        newValue = plan.slots[k];
        pylandsExportSlots.set(value, newValue);
        if (plan.added[k]) setWasmTableEntry(newValue, value);
      }
      if (GOT[symName]) GOT[symName].value = newValue;
      else GOT[symName] = { value: newValue, pylandsLazy: true };
    }
    return;
  }
  var tableLength = wasmTable.length, names = [], slots = [], added = [];
  for (var symName in exports) {
    if (isInternalSym(symName)) continue;
    var value = exports[symName];
    if (GOT[symName] && GOT[symName].value != -1) continue;
    var newValue;
    if (typeof value == "function") {
      var before = wasmTable.length;
      newValue = addFunction(value);
      names.push(symName); slots.push(newValue); added.push(wasmTable.length > before);
    } else if (typeof value.value == "number") {
      newValue = value;
      names.push(symName); slots.push(-1); added.push(false);
    } else continue;
    if (GOT[symName]) GOT[symName].value = newValue;
    else GOT[symName] = { value: newValue, pylandsLazy: true };
  }
  // found: what addFunction's lookups answer for the rest of the start (the JavaScript functions
  // C calls, and exports the undefined symbols resolve to), in order.
  pylandsGotPlan = { tableLength, grown: wasmTable.length - tableLength, names, slots, added, found: [] };
  pylandsRecording = true;
};
`;

export const PYODIDE_PATCHES = [
  {
    // A snapshot image from src/snapshot/sparse.ts (sparseSnapshotImage) writes itself into wasm
    // memory, segment by segment, reading for leftovers only below the heap's break (sbrk(0)); a
    // plain snapshot is copied whole as before.
    find: 't=t.subarray(r);let s=(new TextDecoder).decode(i),l=JSON.parse(s);return Module.HEAP8.set(t),l};',
    replace:
      'let pylandsRestoreInto=t.pylandsRestoreInto;t=t.subarray(r);let s=(new TextDecoder).decode(i),l=JSON.parse(s);' +
      'return pylandsRestoreInto?pylandsRestoreInto(Module.HEAP8,r,Module._sbrk?Module._sbrk(0):void 0):Module.HEAP8.set(t),l};',
  },
  { find: 'var addFunction=(func,sig)=>{', replace: `${WRAP_BATCH}var addFunction=(func,sig)=>{` },
  {
    // addFunction: while a batch is open, a JavaScript function keeps its slot and waits for the batch.
    find: 'var wrapped=convertJsFunctionToWasm(func,sig);setWasmTableEntry(ret,wrapped)}',
    replace:
      'if(pylandsWrapBatch&&typeof sig=="string"){pylandsWrapBatch.push([ret,func,sig])}' +
      'else{var wrapped=convertJsFunctionToWasm(func,sig);setWasmTableEntry(ret,wrapped)}}',
  },
  {
    // The start's one caller of addFunction for JavaScript functions runs inside a batch.
    find: 'var reportUndefinedSymbols=()=>{',
    replace:
      'var reportUndefinedSymbols=()=>{pylandsWrapBatch=[];try{pylandsReportUndefinedSymbols()}' +
      'finally{pylandsFlushWrapBatch()}};var pylandsReportUndefinedSymbols=()=>{',
  },
  {
    // Exported functions get their GOT entry (a WebAssembly.Global each, ~7,400) only when a
    // side module asks for it; until then a plain record holds the same value.
    find: 'GOT[symName]??=new WebAssembly.Global({value:"i32",mutable:true});GOT[symName].value=newValue}}};',
    replace:
      'if(GOT[symName]){GOT[symName].value=newValue}else{GOT[symName]={value:newValue,pylandsLazy:true}}}}};',
  },
  {
    find: 'var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];if(!rtn){rtn=GOT[symName]=new WebAssembly.Global({value:"i32",mutable:true},-1)}',
    replace:
      'var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];if(!rtn){rtn=GOT[symName]=new WebAssembly.Global({value:"i32",mutable:true},-1)}' +
      'else if(rtn.pylandsLazy){var lazy=rtn;rtn=GOT[symName]=new WebAssembly.Global({value:"i32",mutable:true});rtn.value=lazy.value}',
  },
  {
    find: 'API.finalizeBootstrap=function(t,e){t&&Wr();let[r,n]=API.rawRun("import _pyodide_core");',
    replace:
      `${SNAPSHOT_IMPORT}API.finalizeBootstrap=function(t,e){t&&Wr();let pylandsImport=t&&pylandsSnapshotImport();` +
      'let[r,n]=pylandsImport?(pylandsImport("_pyodide_core"),[0,""]):API.rawRun("import _pyodide_core");',
  },
  {
    find: 'API.runPythonInternal_dict=API._pyodide._base.eval_code("{}"),API.importlib=API.runPythonInternal("import importlib; importlib");',
    replace:
      'API.runPythonInternal_dict=pylandsImport?pylandsImport("builtins").dict():API._pyodide._base.eval_code("{}"),' +
      'API.importlib=pylandsImport?pylandsImport("importlib"):API.runPythonInternal("import importlib; importlib");',
  },
  {
    find: 'let i=API.runPythonInternal("import __main__; __main__.__dict__"),s=API.runPythonInternal("import builtins; builtins.__dict__");',
    replace:
      'let i=pylandsImport?pylandsImport("__main__").__dict__:API.runPythonInternal("import __main__; __main__.__dict__"),' +
      's=pylandsImport?pylandsImport("builtins").__dict__:API.runPythonInternal("import builtins; builtins.__dict__");',
  },
  {
    // The plan outlives each start: it sits outside Emscripten's factory.
    find: 'async function _createPyodideModule(moduleArg={}){',
    replace:
      'var pylandsGotPlan=null,pylandsMergePlan=null,pylandsTrampolineModule=null;async function _createPyodideModule(moduleArg={}){',
  },
  {
    find: 'var getFunctionAddress=func=>{if(!functionsInTableMap){functionsInTableMap=new WeakMap;updateTableMap(0,wasmTable.length)}',
    replace:
      `${GOT_PLAN}var getFunctionAddress=func=>{if(!functionsInTableMap){functionsInTableMap=new WeakMap;updateTableMap(0,wasmTable.length);` +
      'if(pylandsExportSlots){for(var[f,i]of pylandsExportSlots)functionsInTableMap.set(f,i);pylandsExportSlots=null}' +
      'if(pylandsUnmapped){for(var[f,i]of pylandsUnmapped)functionsInTableMap.set(f,i);pylandsUnmapped=null}}',
  },
  {
    find: 'var addFunction=(func,sig)=>{var rtn=getFunctionAddress(func);if(rtn){return rtn}',
    replace: 'var addFunction=(func,sig)=>{var rtn=pylandsFindFunction(func);if(rtn){return rtn}',
  },
  {
    find: 'functionsInTableMap.set(func,ret);return ret};var updateGOT=',
    replace:
      'if(functionsInTableMap){functionsInTableMap.set(func,ret)}else{pylandsUnmapped.push([func,ret])}return ret};var updateGOT=',
  },
  {
    find: 'updateGOT(origExports);LDSO.init();loadDylibs();',
    replace:
      'pylandsUpdateMainGOT(origExports);LDSO.init();loadDylibs();pylandsDeferring=false;pylandsRecording=false;',
  },
  {
    // Python's call trampoline: a new wasm function at every start, so never in the table already
    // (its lookup was what made every start read the whole table); its tiny module is compiled once.
    find: 'trampolineModule=getWasmTrampolineModule()',
    replace: 'trampolineModule=pylandsTrampolineModule??=getWasmTrampolineModule()',
  },
  {
    find: 'return addFunction(trampolineInstance.exports.trampoline_call)}',
    replace: 'return pylandsAddNewFunction(trampolineInstance.exports.trampoline_call)}',
  },
  {
    // The main module's exports merged into the imports: the same names at every start, replayed.
    find: 'var mergeLibSymbols=(exports,libName)=>{for(var[sym,exp]of Object.entries(exports)){const setImport=target=>{if(!isSymbolDefined(target)){wasmImports[target]=exp}};',
    replace:
      'var mergeLibSymbols=(exports,libName)=>{if(libName=="main"&&pylandsMergePlan){for(var k=0;k<pylandsMergePlan.length;k+=2)' +
      'wasmImports[pylandsMergePlan[k]]=exports[pylandsMergePlan[k+1]];return}var record=libName=="main"?[]:null;' +
      'try{pylandsMergeLib(exports,record)}finally{if(record)pylandsMergePlan=record}};' +
      'var pylandsMergeLib=(exports,record)=>{for(var[sym,exp]of Object.entries(exports)){const setImport=target=>{if(!isSymbolDefined(target)){wasmImports[target]=exp;record?.push(target,sym)}};',
  },
  {
    find: 'var pylandsReportUndefinedSymbols=()=>{for(var[symName,entry]of Object.entries(GOT)){if(entry.value==-1){',
    replace:
      'var pylandsReportUndefinedSymbols=()=>{for(var[symName,entry]of pylandsUndefinedSymbols()){if(entry.value==-1){',
  },
];

/** pyodide.asm.mjs with every patch applied; throws when a patch does not fit this version. */
export function patchPyodideAsm(source) {
  let out = source;
  for (const { find, replace } of PYODIDE_PATCHES) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + find.length) >= 0)
      throw new Error(`Pyodide patch does not fit pyodide.asm.mjs: expected "${find}" exactly once`);
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out;
}
