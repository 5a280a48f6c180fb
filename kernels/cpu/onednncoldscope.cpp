#include "kernels/cpu/onednncoldscope.h"

#include <oneapi/dnnl/dnnl.h>

namespace gpulab::kernels {

OneDnnColdScope::OneDnnColdScope()
{
    int capacity = 0;
    if (dnnl_get_primitive_cache_capacity(&capacity) != dnnl_success)
        return;
    m_previousCapacity = capacity;
    m_active = dnnl_set_primitive_cache_capacity(0) == dnnl_success;
}

OneDnnColdScope::~OneDnnColdScope()
{
    if (m_active && m_previousCapacity >= 0)
        (void)dnnl_set_primitive_cache_capacity(m_previousCapacity);
}

} // namespace gpulab::kernels
