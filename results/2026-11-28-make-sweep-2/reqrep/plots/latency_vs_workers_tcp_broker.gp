reset
$D0 << EOD
8 581.631 557.055 708.607
64 5570.559 5275.647 6127.615
EOD
$D1 << EOD
8 905.215 823.295 1122.303
64 9437.183 7929.855 10551.295
EOD
$D2 << EOD
8 583.679 540.671 675.839
64 5259.263 4816.895 5931.007
EOD
$D3 << EOD
8 1019.903 856.063 1196.031
64 9207.807 8388.607 10092.543
EOD
$D4 << EOD
8 647.167 552.959 827.391
64 6389.759 4947.967 6651.903
EOD
$D5 << EOD
8 1155.071 1028.095 1564.671
64 10158.079 7831.551 11337.727
EOD
$D6 << EOD
8 1417.215 1368.063 1441.791
64 15532.031 10354.687 15990.783
EOD
$D7 << EOD
8 3325.951 2899.967 3391.487
64 25821.183 20840.447 26607.615
EOD
$D8 << EOD
8 186.367 159.743 229.375
64 1179.647 1105.919 1523.711
EOD
$D9 << EOD
8 339.967 274.431 413.695
64 1794.047 1687.551 2555.903
EOD
$D10 << EOD
8 608.255 569.343 655.359
64 5767.167 4685.823 6455.295
EOD
$D11 << EOD
8 2252.799 2064.383 2506.751
64 14319.615 11796.479 14876.671
EOD
$D12 << EOD
8 856.063 745.471 1138.687
64 8060.927 7864.319 10747.903
EOD
$D13 << EOD
8 1130.495 1023.999 1769.471
64 10485.759 9043.967 14417.919
EOD
$D14 << EOD
8 468.991 425.983 516.095
64 4882.431 4620.287 5144.575
EOD
$D15 << EOD
8 878.591 827.391 1056.767
64 7831.551 7110.655 8388.607
EOD
$D16 << EOD
8 1007.615 917.503 1310.719
64 9502.719 9175.039 10158.079
EOD
$D17 << EOD
8 1794.047 1777.663 2506.751
64 14090.239 13631.487 16252.927
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "latency_vs_workers_tcp_broker.png"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against workers (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round-trip latency (µs)"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [79.8715:53215.23]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,1180 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_workers_tcp_broker.svg"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against workers (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round-trip latency (µs)"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [79.8715:53215.23]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
unset multiplot
set output
