/**
 * `npm ci`'s closing line on a machine whose own Node is older than the project's. The project's `.npmrc` sets
 * `loglevel=error`: on such a Node, npm would print ~400 lines of "Unsupported engine" warnings for packages
 * that never run on it, because every script runs on the Node 24 the `node` devDependency installs.
 */
const npmNode = /\bnode\/v([\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (npmNode && Number(npmNode.split('.')[0]) < 24) {
  console.log(
    `findable: npm ran on Node ${npmNode}; the scripts (npm start, npm test) run on the project's own Node ${process.versions.node} ` +
      '(node_modules/.bin/node), so the packages that ask for a newer Node have it. See the README.',
  );
}
