// @ts-check
/**
 * Reads a settings file as systemd reads an EnvironmentFile: the deployment check
 * (scripts/deploy-unit.js) reads the unit's file with it, and a test reads .env.example.
 */

/**
 * The KEY=value lines of an EnvironmentFile (or .env.example), in order: `#` and `;`
 * comments and blank lines skipped, one pair of surrounding quotes taken off. A line that
 * is not a setting, or a setting given twice, is refused: a file mended in a hurry should
 * not be read differently by systemd and by the container.
 * @param {string} text
 */
export function readEnvFile(text) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not NAME=value: ${raw}`);
    const [, name = '', value = ''] = match;
    if (values.has(name)) throw new Error(`${name} is set twice (line ${index + 1})`);
    values.set(name, value.replace(/^"(.*)"$|^'(.*)'$/, '$1$2'));
  }
  return values;
}
