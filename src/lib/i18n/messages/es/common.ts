// Texts and helpers the parts of this catalogue use (assembled by ../es.ts).
import type { PlanId as Plan } from '@shared/contract/plans.ts';

export const short: Record<Plan, string> = { free: 'Gratis', gold: 'Oro', diamond: 'Diamante' };
export const timeout = 'La solicitud ha tardado demasiado. Prueba con una imagen más pequeña.';
export const ai = {
  key: 'La clave de API del proveedor de IA no es válida o falta. Revisa la configuración de IA.',
  quota: 'Se ha superado la cuota del proveedor de IA. Revisa el uso y la facturación de tu plan.',
  rateLimit: 'Límite de solicitudes superado. Inténtalo de nuevo en un momento.',
  network: 'Error de red: no se puede conectar con el proveedor de IA.',
  other: 'No se pudo obtener respuesta de la IA. Inténtalo de nuevo.',
  empty: 'Sin respuesta del servicio de IA',
  badRequest: 'El servicio de IA no pudo procesar esta pregunta. Reformúlala o usa otra imagen.',
};
