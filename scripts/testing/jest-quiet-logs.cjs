// Services log one JSON line per request: keep test output readable unless LOG_LEVEL asks for more.
process.env.LOG_LEVEL ??= 'fatal';
