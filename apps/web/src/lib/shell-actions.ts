import { createContext, use } from 'react';

/** What the app shell opens for a page (its dialogs live in the shell, loaded when first opened). */
export interface ShellActions {
  /** Opens the change-password dialog (the one of the side menu's Cambiar contraseña). */
  openChangePassword(): void;
}

export const ShellActionsContext = createContext<ShellActions | null>(null);

/** The shell's actions; null outside the shell (a page rendered alone, in a test). */
export function useShellActions(): ShellActions | null {
  return use(ShellActionsContext);
}
