/** A name as a path segment: "Wall Display Cabinet" is wall-display-cabinet (SPEC.md section 2). */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}
