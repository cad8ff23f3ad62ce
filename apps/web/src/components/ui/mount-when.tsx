import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its (lazily loaded) children from the first time they are wanted, and keeps them mounted afterwards so
 * that a dialog plays its closing transition and keeps its state. Until then their code is not even downloaded:
 * dialogs a page may never open stay out of its first load.
 */
export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A dialog whose code loads the first time it opens (then stays mounted, as MountWhen): the confirm, reason and
 * result dialogs, and the shell's own. `load` resolves to the dialog's component.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhenOpen(props: P) {
    return (
      <MountWhen when={props.open}>
        <View {...props} />
      </MountWhen>
    );
  };
}

/**
 * Renders its (lazily loaded) children once their place on the page comes within a screen's height of being seen,
 * and keeps them from then on; until then, `placeholder`. A part far down a long page (the homes' charts, below
 * the figures on a phone) costs neither its code nor its drawing until the user scrolls towards it. Where the
 * browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      // The screen, grown by its own height below: the part loads while it is still a screen away.
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, place]);
  return near ? children : <div ref={setPlace}>{placeholder}</div>;
}
