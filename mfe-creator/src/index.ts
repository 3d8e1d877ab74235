// A remote is used through remoteEntry.js; this entry only gives webpack a root.
export {};
