// Sets the page title, description and social-sharing tags while a page is shown; restores them on leave.
import { useEffect } from 'react';

type Meta = { title: string; description: string; url: string };

function tag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  return element;
}

function read(): Meta {
  return { title: document.title, description: tag('name', 'description').content, url: tag('property', 'og:url').content };
}

function write({ title, description, url }: Meta) {
  document.title = title;
  tag('name', 'description').content = description;
  tag('property', 'og:title').content = title;
  tag('property', 'og:description').content = description;
  // index.html's default is '/': written back absolute, as sharing tags must be.
  tag('property', 'og:url').content = new URL(url, window.location.href).href;
}

export function useDocumentMeta(meta: Meta | undefined) {
  const { title, description, url } = meta ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined || url === undefined) return;
    const previous = { ...read(), title: document.title };
    const previousOgTitle = tag('property', 'og:title').content;
    const previousOgDescription = tag('property', 'og:description').content;
    write({ title, description, url });
    return () => {
      write(previous);
      tag('property', 'og:title').content = previousOgTitle;
      tag('property', 'og:description').content = previousOgDescription;
    };
  }, [title, description, url]);
}
