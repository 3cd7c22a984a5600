// What a key's permissions grant, and which permission reads each event's resource.
export { PERMISSION_CLASSES, isGranted, missingPermission, missingPermissions, type ActingKey } from './permission-rules';
export { EVENT_READ_PERMISSIONS, eventReadPermissions, mayReceiveEvent } from './event-permissions';
