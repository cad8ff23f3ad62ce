/** Lets non-React code (the API client, timers) change the route through the router once it exists. */
type NavigateFn = (to: string) => void;

let navigateFn: NavigateFn = (to) => window.location.assign(to);

export function setNavigator(fn: NavigateFn) {
  navigateFn = fn;
}

export function navigateTo(to: string) {
  navigateFn(to);
}
