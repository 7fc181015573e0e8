export { AdminLayout } from './layout/admin-layout'
export { AdminPage } from './components/admin-page'
export { LoginPage } from './auth/login-page'
