import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

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
