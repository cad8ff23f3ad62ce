/** Spanish texts: common, location, images, auth, password, logout, terms. */
export const common = {
  /** The product's name, as its logo and every page's title say it (the first-paint frames too). */
  brand: 'Tu360 Inmobiliario',
  /** Name of a table's container while it scrolls sideways (a phone): it is then a focusable region. */
  scrollsSideways: (name: string) => `${name}: deslice hacia los lados para ver todas las columnas`,
  required: 'Campo obligatorio',
  requiredStar: 'Campo obligatorio*',
  cancel: 'Cancelar',
  back: 'Volver',
  continue: 'Continuar',
  loading: 'Cargando…',
  genericError: 'Hubo un error durante el proceso',
  unexpected: 'Se presentó un error inesperado. Por favor intente más tarde.',
  accept: 'Aceptar',
  close: 'Cerrar',
  seeMore: 'Ver más',
  or: 'o',
  save: 'Guardar',
  edit: 'Editar',
  view: 'Ver',
  previous: 'Anterior',
  next: 'Siguiente',
  actions: 'Acciones',
  readOnly: 'Visualizador (solo lectura)',
  readOnlyText: 'Su rol solo permite consultar esta información.',
  notifications: 'Notificaciones',
  /** The rows a page shows: "11–20", the numbers as es-CO writes them (formatNumber). */
  pageSpan: (from: string, to: string) => `${from}–${to}`,
  /** The page control of every list: "11–20 de 57", the numbers as es-CO writes them (formatNumber). */
  pageRange: (from: string, to: string, count: string) => `${from}–${to} de ${count}`,
  previousPage: 'Ir a la página anterior',
  nextPage: 'Ir a la página siguiente',
  pagination: 'Paginación',
} as const;

export const location = {
  department: 'Departamento',
  city: 'Municipio',
  choose: 'Seleccione…',
} as const;

export const images = {
  choose: (label: string) => `Cargar ${label.toLocaleLowerCase('es-CO')}`,
  change: (label: string) => `Cambiar ${label.toLocaleLowerCase('es-CO')}`,
  preview: (label: string) => `Vista previa: ${label}`,
  none: 'Sin imagen',
  hint: 'JPEG, PNG o WebP de máximo 5 MB.',
  pending: 'Imagen nueva sin guardar',
  uploadErrorTitle: 'Error al cargar la imagen',
} as const;

export const auth = {
  loginTitle: 'Ingresa al portal',
  username: 'Usuario',
  password: 'Contraseña',
  signIn: 'Ingresar',
  signInWithProvider: 'Ingresar con Bancolombia',
  forgotPassword: '¿Olvidaste tu contraseña?',
  loginError: 'Usuario o contraseña incorrectos.',
  invalidGrant: 'Usuario o contraseña incorrectos.',
  locked: 'La cuenta está bloqueada temporalmente por intentos fallidos. Intente de nuevo en 15 minutos.',
  throttled: 'Demasiados intentos. Espere un momento e intente de nuevo.',
  captchaInvalid: 'No pudimos validar el captcha. Intente de nuevo.',
  unsupportedGrant: 'El tipo de concesión no es compatible.',
  invalidClient: 'El cliente no está autorizado para esta operación.',
  invalidMarketplace: 'El parámetro marketplaceId no es válido.',
  invalidRefresh: 'La sesión expiró. Ingrese de nuevo.',
  unauthorized: 'Su sesión no es válida o expiró. Ingrese de nuevo.',
  forbidden: 'No tiene permisos para realizar esta operación.',
  notFound: 'El recurso solicitado no existe.',
  callbackError: 'No pudimos completar el ingreso con el proveedor de identidad.',
  processingCallback: 'Validando su ingreso…',
  brandTitle: 'Administre sus proyectos e inmuebles en un solo lugar',
  brandText:
    'Portal de gestión para constructoras, inmobiliarias y administradores del marketplace inmobiliario.',
  redirectingToProvider: 'Redirigiendo al proveedor de identidad…',
  backToLogin: 'Volver al inicio de sesión',
  /** The development identity provider's sign-in form, opened after its interaction expired. */
  signInExpired: 'La sesión de ingreso expiró. Vuelva a intentarlo desde el portal.',
} as const;

export const password = {
  current: 'Contraseña actual',
  new: 'Nueva contraseña',
  confirm: 'Confirmar nueva contraseña',
  rules:
    'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres',
  mismatch: 'Las contraseñas no coinciden',
  changeTitle: 'Cambiar contraseña',
  changeButton: 'Cambiar',
  changeFailTitle: 'No pudimos realizar la operación.',
  changeFailText:
    'No hemos podido actualizar su contraseña, revise los datos ingresados y que cumplas con todos los requisitos.',
  changeOkTitle: 'Su operación ha sido realizada con éxito',
  changeOkText: 'Ha actualizado su constraseña correctamente.',
  recoveryTitle: 'Recuperar contraseña',
  recoveryEmail: 'Correo electrónico',
  recoverySend: 'Enviar enlace',
  recoveryOk: 'Hemos enviado un enlace a su correo correctamente. revise su bandeja de entrada',
  recoveryFail: 'No hemos podido enviar un enlace a su correo...',
  resetTitle: 'Nueva contraseña',
  resetButton: 'Guardar contraseña',
  resetOk: 'Hemos actualizado su contraseña correctamente. Ya puede ingresar con su nueva contraseña.',
  resetFail: 'No hemos podido actualizar su contraseña. El enlace no es válido o expiró...',
  emailSubject: 'Recuperación de contraseña - Tu360Inmobiliario',
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
} as const;

export const logout = {
  title: '¿Estás seguro de que quieres continuar con esta operación?',
  text: 'Recuerde que esta acción no es reversible.',
  back: 'Volver',
  confirm: 'Continuar',
  menuLabel: 'Cerrar sesión',
} as const;

export const terms = {
  firstTitle: 'Términos y condiciones',
  firstText:
    'Para continuar usando el portal de Tu360Inmobiliario debe conocer y aceptar los términos y condiciones de uso de la plataforma.',
  learnMore: 'Conocer más',
  accept: 'Aceptar',
  detailsTitle: 'Términos y condiciones de uso',
  exit: 'Salir',
  acceptTerms: 'Aceptar términos',
  doneTitle: 'Has aceptado los términos',
  doneText: 'Ya puede continuar usando el portal.',
  understood: 'Entendido',
} as const;
