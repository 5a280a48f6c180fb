// A stand-in for a CUDA library in tst_cublasfinder: a real shared library
// with the real soname (libcublas.so.13, libcublasLt.so.13), built by the
// test's CMake, copied by the test into fake toolkit, conda and wheel trees.
// It does nothing but say which one it is.

extern "C" __attribute__((visibility("default"))) const char *GPULAB_STANDIN_SYMBOL()
{
    return GPULAB_STANDIN_NAME;
}

#ifdef GPULAB_STANDIN_NEEDS
// Makes the library depend on the one it names, as libcublas needs libcublasLt.
extern "C" const char *GPULAB_STANDIN_NEEDS();
extern "C" __attribute__((visibility("default"))) const char *gpulab_standin_dependency()
{
    return GPULAB_STANDIN_NEEDS();
}
#endif
