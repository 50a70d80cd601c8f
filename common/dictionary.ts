export type Dictionary = { [key: string]: string | Dictionary };

/** {a: {b: 'x'}} → {'a.b': 'x'} */
export function flattenDictionary(dictionary: Dictionary, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenDictionary(value, path));
  }
  return flat;
}

/** {'a.b': 'x'} → {a: {b: 'x'}}; a key that is both a leaf and a branch keeps the branch. */
export function nestDictionary(flat: Record<string, string>): Dictionary {
  const root: Dictionary = {};
  for (const key of Object.keys(flat).sort()) {
    const parts = key.split('.');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        if (typeof node[part] !== 'object') node[part] = flat[key];
        return;
      }
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Dictionary;
    });
  }
  return root;
}
