// @ts-check
/**
 * Reads a settings file as systemd reads an EnvironmentFile: the deployment check
 * (scripts/deploy-unit.js) reads the unit's file with it, and a test reads .env.example.
 */

/**
 * The KEY=value lines of an EnvironmentFile (or .env.example), in order: `#` and `;`
 * comments and blank lines skipped. A line that is not NAME=value (no space either side of
 * the `=`), a quoted value, or a setting given twice, is refused: systemd takes quotes and
 * spaces off where `docker run --env-file` keeps them, and a file mended in a hurry should
 * not be read differently by the unit and by the container.
 * @param {string} text
 */
export function readEnvFile(text) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not NAME=value: ${raw}`);
    const [, name = '', value = ''] = match;
    if (/^\s|^["']/.test(value)) {
      throw new Error(
        `line ${index + 1}: write ${name}'s value without quotes or a space after "=": systemd takes them off, docker run --env-file keeps them`,
      );
    }
    if (values.has(name)) throw new Error(`${name} is set twice (line ${index + 1})`);
    values.set(name, value);
  }
  return values;
}
