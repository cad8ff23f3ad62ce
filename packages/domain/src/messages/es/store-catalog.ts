/** Spanish texts: the published catalog the public store reads (issue 15, /api/store/v1). */
export const storeCatalog = {
  /** A valid token that is not the store's catalog token (a portal user's, or a client's without the scope). */
  storeOnly:
    'El catálogo publicado es solo para la tienda: use el token del cliente tu360-store con el alcance del catálogo.',
  /** The client-credentials grant asked for a scope the store's client does not have. */
  invalidScope: 'El alcance pedido no está permitido para el cliente de la tienda.',
  projectNotFound: 'El proyecto no existe o no está publicado.',
  propertyNotFound: 'El inmueble no existe o no está publicado.',
  tooDeep: (max: string) =>
    `La página pedida va más allá de los primeros ${max} resultados: use los filtros para acotar la búsqueda.`,
  priceRange: 'El precio mínimo no puede ser mayor que el precio máximo.',
  roomsRange: 'El mínimo de habitaciones no puede ser mayor que el máximo.',
};
