/**
 * Imported first by the server's entry: React and other libraries pick their production build
 * from NODE_ENV when they load, and a server started without it (npm start, tsx server/main.ts)
 * would render every inbox page and no-JavaScript answer with React's development build, several
 * times slower. A NODE_ENV that is set (tests set `test`) is kept.
 */
process.env.NODE_ENV ??= 'production'
