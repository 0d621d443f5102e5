// Imported first: React picks its production build from NODE_ENV when it loads. A NODE_ENV already set (tests) is kept.
process.env.NODE_ENV ??= 'production'
