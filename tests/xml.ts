// XML read as a tree of elements (saxes, namespaces resolved) for the tests of what the server writes as XML (the
// feeds); a document that is not well-formed throws.
import { SaxesParser } from 'saxes';

export type XmlElement = { name: string; uri: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value]));
    const element = { name: tag.local, uri: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    if (stack.length > 0) stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root!;
}

/** Every element of the tree, in document order. */
export const elementsOf = (element: XmlElement): XmlElement[] => [element, ...element.children.flatMap(elementsOf)];
