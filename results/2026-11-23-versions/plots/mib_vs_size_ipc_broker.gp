reset
$D0 << EOD
64 0.1139 0.0402 0.1792
1024 2.8734 2.7974 3.3881
EOD
$D1 << EOD
64 1.4784 0.3858 1.5362
1024 20.7816 4.2846 21.3828
EOD
$D2 << EOD
64 0.1162 0.0765 0.1863
1024 2.9762 1.0362 3.4633
EOD
$D3 << EOD
64 1.0214 1.0158 1.3548
1024 17.6928 6.8779 22.6056
EOD
$D4 << EOD
64 0.1347 0.1322 0.1973
1024 3.4709 1.4133 3.4998
EOD
$D5 << EOD
64 1.3275 0.426 1.3665
1024 7.1543 6.2449 25.0231
EOD
$D6 << EOD
64 0.0583 0.0358 0.1388
1024 1.4851 1.1965 2.3019
EOD
$D7 << EOD
64 0.4978 0.2284 0.5357
1024 5.8092 4.6431 8.437
EOD
$D8 << EOD
64 0.1333 0.0399 0.1387
1024 1.9958 1.5283 2.5224
EOD
$D9 << EOD
64 0.3937 0.2707 0.3995
1024 7.9887 3.9355 8.0439
EOD
$D10 << EOD
64 0.3933 0.287 0.596
1024 7.9682 4.6227 10.4131
EOD
$D11 << EOD
64 4.7032 4.0938 5.9235
1024 75.4946 43.3264 84.9178
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "mib_vs_size_ipc_broker.png"
set multiplot layout 2,3 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.0179:169.8356]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "raw" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_ipc_broker.svg"
set multiplot layout 2,3 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.0179:169.8356]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
set title "raw" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "16 clients"
unset multiplot
set output
