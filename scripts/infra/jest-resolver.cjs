// kubernetes-models and its packages export ES modules under the "import" condition only: resolve
// them with it (SWC then compiles them to CommonJS); everything else as Jest does by default.
const ESM_ONLY = /^(kubernetes-models|@kubernetes-models\/[^/]+)(\/|$)/;

module.exports = (request, options) =>
  options.defaultResolver(
    request,
    ESM_ONLY.test(request) ? { ...options, conditions: ['import', 'default'] } : options,
  );
